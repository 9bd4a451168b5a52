import BookshelfCore
import Synchronization

/// The cover `show` prints, waited for at most a time limit: `show` is a one-shot command, so
/// a slow cover server costs at most the provider time limit and then the placeholder.
enum ShowCover {
  /// `book`'s picture at `ShowCoverLayout.pictureSize`, or `.absent(.unreachable)` when the
  /// pipeline has not answered within `limit` on `clock` (the load is then cancelled, and the
  /// answer does not wait for it to end).
  static func picture(
    of book: Book, graphics: TerminalGraphics, covers: any CoverLoading, limit: Duration,
    clock: any Clock<Duration>
  ) async -> CoverOutcome<CoverPicture> {
    let once = FirstAnswer()
    return await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<CoverOutcome<CoverPicture>, Never>) in
        once.install(continuation)
        let work = Task {
          once.resume(
            await covers.picture(of: book, size: ShowCoverLayout.pictureSize, graphics: graphics))
        }
        let timer = Task {
          try? await clock.sleep(for: limit)
          once.resume(.absent(.unreachable))
        }
        once.onFinish {
          work.cancel()
          timer.cancel()
        }
      }
    } onCancel: {
      once.resume(.absent(.unreachable))
    }
  }

  /// Resumes its continuation once, with the first answer; later answers are dropped.
  private final class FirstAnswer: Sendable {
    private struct State {
      var continuation: CheckedContinuation<CoverOutcome<CoverPicture>, Never>?
      var early: CoverOutcome<CoverPicture>?
      var done = false
      var finish: (@Sendable () -> Void)?
    }
    private let state = Mutex(State())

    func install(_ continuation: CheckedContinuation<CoverOutcome<CoverPicture>, Never>) {
      let early: CoverOutcome<CoverPicture>? = state.withLock { state in
        if let early = state.early { return early }
        state.continuation = continuation
        return nil
      }
      if let early { continuation.resume(returning: early) }
    }

    func onFinish(_ finish: @escaping @Sendable () -> Void) {
      let run = state.withLock { state in
        if state.done { return true }
        state.finish = finish
        return false
      }
      if run { finish() }
    }

    func resume(_ answer: CoverOutcome<CoverPicture>) {
      let (continuation, finish):
        (CheckedContinuation<CoverOutcome<CoverPicture>, Never>?, (@Sendable () -> Void)?) =
          state.withLock { state in
            guard !state.done else { return (nil, nil) }
            state.done = true
            guard let continuation = state.continuation else {
              state.early = answer
              return (nil, nil)
            }
            state.continuation = nil
            defer { state.finish = nil }
            return (continuation, state.finish)
          }
      continuation?.resume(returning: answer)
      finish?()
    }
  }
}
