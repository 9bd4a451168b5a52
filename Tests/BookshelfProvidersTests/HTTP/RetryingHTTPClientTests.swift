import BookshelfCore
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

/// Answers every attempt with `response` after moving a test clock forward by `takes` (a slow
/// server), recording each attempt's time limit; `sleep` moves the clock too, without waiting.
private final class SlowServer: HTTPClient {
  let clock = TestClock()
  let takes: Duration
  let response: HTTPResponse
  private let limits = Mutex<[Double]>([])
  var attemptLimits: [Double] { limits.withLock { $0 } }

  init(takes: Duration, response: HTTPResponse) {
    self.takes = takes
    self.response = response
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    limits.withLock { $0.append(request.timeout) }
    guard takes <= .seconds(request.timeout) else {
      clock.advance(by: .seconds(request.timeout))
      throw HTTPError.timeout(seconds: request.timeout)
    }
    clock.advance(by: takes)
    return response
  }

  var sleep: RetryingHTTPClient.Sleep { { [clock] in clock.advance(by: $0) } }
}

@Suite("RetryingHTTPClient")
struct RetryingHTTPClientTests {
  static let url = "https://api.example.test/v1/search?q=swift"
  let request: HTTPRequest

  init() throws { request = HTTPRequest(url: try #require(URL(string: Self.url))) }

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
    let response = try await client(fake, sleeper).send(request)
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
    let response = try await client(fake, sleeper).send(request)
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
    let response = try await client(fake, sleeper).send(request)
    #expect(response.status == 200)
    #expect(sleeper.durations == [.seconds(3)])
  }

  @Test func retryAfterBeyondTheCapReturnsTheRateLimitAtOnce() async throws {
    let fake = FakeHTTPClient()
    fake.register(
      .url(Self.url), replies: [.response(HTTPResponse(status: 429, headers: ["Retry-After": "3600"]))])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper).send(request)
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
    let response = try await client(fake, sleeper).send(request)
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
    let response = try await client(fake, sleeper, jitter: 0).send(request)
    #expect(response.status == 503)
    #expect(response.body == Data("third".utf8))
    #expect(fake.requests.count == 3)
    #expect(sleeper.durations == [.milliseconds(250), .milliseconds(500)])
  }

  @Test("a timeout or a broken connection is not retried: the user already waited")
  func transportErrorsAreNotRetried() async throws {
    for failure in [HTTPError.timeout(seconds: 10), .connection(.urlError(.connectionLost, code: -1005))] {
      let fake = FakeHTTPClient()
      fake.register(.url(Self.url), replies: [.failure(failure), .response(HTTPResponse(status: 200))])
      let sleeper = SleepRecorder()
      await #expect(throws: failure) { try await client(fake, sleeper, jitter: 1).send(request) }
      #expect(fake.requests.count == 1)
      #expect(sleeper.durations.isEmpty)
    }
  }

  @Test func cancelledErrorIsNotRetried() async throws {
    let fake = FakeHTTPClient()
    fake.register(.url(Self.url), replies: [.failure(.cancelled), .response(HTTPResponse(status: 200))])
    let sleeper = SleepRecorder()
    await #expect(throws: HTTPError.cancelled) { try await client(fake, sleeper).send(request) }
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
    let task = Task { try await retrying.send(request) }
    var iterator = entered.makeAsyncIterator()
    _ = await iterator.next()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(fake.requests.count == 1)
  }

  @Test(
    "a quota answer is final: retrying cannot help before the quota resets",
    arguments: [
      (429, "google-books/error-429-queries-per-day.json"),
      (429, #"{"code":-10,"msg":"API limit has been exceeded."}"#),
      (429, #"{"errorMessage":"일일 허용량을 초과하였습니다.","errorCode":"010"}"#),
      (
        429,
        #"{"error":{"code":429,"message":"Daily limit exceeded","errors":[{"reason":"dailyLimitExceeded"}]}}"#
      ),
      (
        503, #"{"error":{"message":"Quota exceeded for quota metric 'Queries' and limit 'Queries per day'"}}"#
      ),
    ])
  func quotaAnswersAreNotRetried(status: Int, body: String) async throws {
    let data = body.hasSuffix(".json") ? try SharedData.ownFixture(body) : Data(body.utf8)
    let fake = FakeHTTPClient()
    fake.register(.url(Self.url), replies: [.response(HTTPResponse(status: status, body: data))])
    let sleeper = SleepRecorder()
    let response = try await client(fake, sleeper).send(request)
    #expect(response.status == status)
    #expect(fake.requests.count == 1)
    #expect(sleeper.durations.isEmpty)
  }

  @Test("a burst limit without a quota reason is still retried")
  func burstLimitIsRetried() async throws {
    let fake = FakeHTTPClient()
    let body = Data(
      #"{"status": 429, "message": "Too Many Requests. Consider using https://openlibrary.org/developers/dumps."}"#
        .utf8)
    fake.register(
      .url(Self.url),
      replies: [.response(HTTPResponse(status: 429, body: body)), .response(HTTPResponse(status: 200))])
    let sleeper = SleepRecorder()
    #expect(try await client(fake, sleeper).send(request).status == 200)
    #expect(fake.requests.count == 2)
  }

  @Test("the time limit covers every attempt and wait: no sleep runs past the deadline")
  func retriesStayWithinTheTimeLimit() async throws {
    // Each attempt takes 3 s and asks to wait 2 s. Unbounded: 3 + 2 + 3 + 2 + 3 = 13 s.
    let server = SlowServer(
      takes: .seconds(3), response: HTTPResponse(status: 503, headers: ["Retry-After": "2"]))
    let client = RetryingHTTPClient(base: server, clock: server.clock, sleep: server.sleep)
    let response = try await client.send(HTTPRequest(url: request.url, timeout: 10))
    #expect(response.status == 503)
    // 3 s, wait 2 s, then a second attempt with the 5 s left; a third would need 2 s more waiting.
    #expect(server.attemptLimits == [10, 5])
    #expect(server.clock.now.offset <= .seconds(10))
  }

  @Test("a retry that would leave too little time for its attempt is not made")
  func noRetryWithoutTimeForIt() async throws {
    let server = SlowServer(
      takes: .milliseconds(800), response: HTTPResponse(status: 429, headers: ["Retry-After": "1"]))
    let client = RetryingHTTPClient(base: server, clock: server.clock, sleep: server.sleep)
    let response = try await client.send(HTTPRequest(url: request.url, timeout: 2))
    #expect(response.status == 429)  // 0.8 + 1 s wait leaves 0.2 s, under the 0.5 s minimum
    #expect(server.attemptLimits == [2])
    #expect(server.clock.now.offset == .milliseconds(800))
  }

  @Test("a later attempt that runs out of time reports the request's own limit")
  func timeoutOfALaterAttemptReportsTheLimit() async throws {
    let server = SlowServer(takes: .seconds(6), response: HTTPResponse(status: 500))
    let client = RetryingHTTPClient(base: server, clock: server.clock, sleep: server.sleep, jitter: { 0 })
    await #expect(throws: HTTPError.timeout(seconds: 10)) {
      try await client.send(HTTPRequest(url: request.url, timeout: 10))
    }
    #expect(server.attemptLimits == [10, 3.75])
    #expect(server.clock.now.offset == .seconds(10))
  }

  @Test("against a loopback server: a Retry-After wait that does not fit in the limit is not made")
  func loopbackRetryAfterBeyondTheDeadline() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/busy",
      replies: [
        .respond(status: 503, headers: ["Retry-After": "10"], body: Data(), delay: .milliseconds(200))
      ])
    let client = RetryingHTTPClient(base: URLSessionHTTPClient())
    let response = try await client.send(HTTPRequest(url: server.url("/busy"), timeout: 10))
    // 0.2 s, then a 10 s wait would pass the 10 s limit: the 503 is the answer at once.
    // Unbounded: three attempts and two waits, 20.6 s. (Wall-clock bounds are checked with a
    // fake clock above and on the real binary in BoundedAnswerEndToEndTests.)
    #expect(response.status == 503)
    #expect(server.requests.count == 1)
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
