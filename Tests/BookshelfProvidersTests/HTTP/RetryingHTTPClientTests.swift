import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

/// Records every requested sleep instead of sleeping.
private final class SleepRecorder: Sendable {
  private let slept = Mutex<[Duration]>([])
  var durations: [Duration] { slept.withLock { $0 } }
  var sleep: RetryingHTTPClient.Sleep {
    { [self] duration in
      try Task.checkCancellation()
      slept.withLock { $0.append(duration) }
    }
  }
}

@Suite("RetryingHTTPClient")
struct RetryingHTTPClientTests {
  static let url = "https://api.example.test/v1/search?q=swift"
  static let request = HTTPRequest(url: URL(string: url)!)

  private func client(_ fake: FakeHTTPClient, _ sleeper: SleepRecorder, jitter: Double = 0.5)
    -> RetryingHTTPClient
  {
    RetryingHTTPClient(
      base: fake, sleep: sleeper.sleep, now: { Date(timeIntervalSince1970: 1_445_412_480) },
      jitter: { jitter })
  }

  @Test func serverErrorsThenSuccessTakesThreeAttempts() async throws {
    let fake = FakeHTTPClient()
    fake.register(
      .url(Self.url),
      replies: [
        .response(HTTPResponse(status: 503)), .response(HTTPResponse(status: 503)),
        .response(HTTPResponse(status: 200, body: Data("ok".utf8))),
      ])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper).send(Self.request)
    #expect(response.status == 200)
    #expect(response.body == Data("ok".utf8))
    #expect(fake.requests.count == 3)
    // base 0.5 s, jitter 0.5: 0.25 + 0.125 = 0.375 s, then 0.5 + 0.25 = 0.75 s.
    #expect(sleeper.durations == [.milliseconds(375), .milliseconds(750)])
  }

  @Test func tooManyRequestsHonoursRetryAfterSeconds() async throws {
    let fake = FakeHTTPClient()
    fake.register(
      .url(Self.url),
      replies: [
        .response(HTTPResponse(status: 429, headers: ["Retry-After": "2"])),
        .response(HTTPResponse(status: 200)),
      ])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper).send(Self.request)
    #expect(response.status == 200)
    #expect(sleeper.durations == [.seconds(2)])
    #expect(fake.requests.count == 2)
  }

  @Test func retryAfterAsHTTPDateCountsFromNow() async throws {
    let fake = FakeHTTPClient()
    // now = Wed, 21 Oct 2015 07:28:00 GMT; the server asks to wait until 07:28:03.
    fake.register(
      .url(Self.url),
      replies: [
        .response(HTTPResponse(status: 503, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:03 GMT"])),
        .response(HTTPResponse(status: 200)),
      ])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper).send(Self.request)
    #expect(response.status == 200)
    #expect(sleeper.durations == [.seconds(3)])
  }

  @Test func retryAfterBeyondTheCapReturnsTheRateLimitAtOnce() async throws {
    let fake = FakeHTTPClient()
    fake.register(
      .url(Self.url), replies: [.response(HTTPResponse(status: 429, headers: ["Retry-After": "3600"]))])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper).send(Self.request)
    #expect(response.status == 429)
    #expect(response.header("Retry-After") == "3600")
    #expect(fake.requests.count == 1)
    #expect(sleeper.durations.isEmpty)
  }

  @Test(arguments: [400, 401, 403, 404, 422])
  func otherClientErrorsAreNeverRetried(status: Int) async throws {
    let fake = FakeHTTPClient()
    fake.register(Self.url, status: status, headers: ["Retry-After": "1"])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper).send(Self.request)
    #expect(response.status == status)
    #expect(fake.requests.count == 1)
    #expect(sleeper.durations.isEmpty)
  }

  @Test func atMostTwoRetriesThenTheLastResponse() async throws {
    let fake = FakeHTTPClient()
    fake.register(
      .url(Self.url),
      replies: [
        .response(HTTPResponse(status: 500)), .response(HTTPResponse(status: 502)),
        .response(HTTPResponse(status: 503, body: Data("third".utf8))), .response(HTTPResponse(status: 200)),
      ])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper, jitter: 0).send(Self.request)
    #expect(response.status == 503)
    #expect(response.body == Data("third".utf8))
    #expect(fake.requests.count == 3)
    #expect(sleeper.durations == [.milliseconds(250), .milliseconds(500)])
  }

  @Test("a timeout or a broken connection is not retried: the user already waited")
  func transportErrorsAreNotRetried() async throws {
    for failure in [HTTPError.timeout(seconds: 10), .connection("the connection was lost (URLError -1005)")] {
      let fake = FakeHTTPClient()
      fake.register(.url(Self.url), replies: [.failure(failure), .response(HTTPResponse(status: 200))])
      let sleeper = SleepRecorder()
      await #expect(throws: failure) { try await client(fake, sleeper, jitter: 1).send(Self.request) }
      #expect(fake.requests.count == 1)
      #expect(sleeper.durations.isEmpty)
    }
  }

  @Test func cancelledErrorIsNotRetried() async throws {
    let fake = FakeHTTPClient()
    fake.register(.url(Self.url), replies: [.failure(.cancelled), .response(HTTPResponse(status: 200))])
    let sleeper = SleepRecorder()
    await #expect(throws: HTTPError.cancelled) { try await client(fake, sleeper).send(Self.request) }
    #expect(fake.requests.count == 1)
    #expect(sleeper.durations.isEmpty)
  }

  @Test func cancellationDuringBackoffStopsAtOnce() async throws {
    let fake = FakeHTTPClient()
    fake.register(Self.url, status: 503)
    let (entered, signal) = AsyncStream<Void>.makeStream()
    let retrying = RetryingHTTPClient(
      base: fake,
      sleep: { _ in
        signal.yield()
        // Suspends until the task is cancelled; a never-cancelled test would hit the time limit.
        try await Task.sleep(for: .seconds(3600))
      })
    let task = Task { try await retrying.send(Self.request) }
    var iterator = entered.makeAsyncIterator()
    _ = await iterator.next()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(fake.requests.count == 1)
  }

  @Test func retryAfterParsing() {
    let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
    #expect(RetryingHTTPClient.retryAfterSeconds("120", now: now) == 120)
    #expect(RetryingHTTPClient.retryAfterSeconds(" 0 ", now: now) == 0)
    #expect(RetryingHTTPClient.retryAfterSeconds("Wed, 21 Oct 2015 07:28:10 GMT", now: now) == 10)
    #expect(RetryingHTTPClient.retryAfterSeconds("Wed, 21 Oct 2015 07:27:00 GMT", now: now) == 0)
    #expect(RetryingHTTPClient.retryAfterSeconds("-5", now: now) == nil)
    #expect(RetryingHTTPClient.retryAfterSeconds("soon", now: now) == nil)
  }
}
