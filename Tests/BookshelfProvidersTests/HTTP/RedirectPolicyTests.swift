import BookshelfCore
import BookshelfProviders
import Foundation
import Testing

/// `RedirectPolicy.next` as a pure function: where a request may go after a 3xx answer.
@Suite("RedirectPolicy")
struct RedirectPolicyTests {
  let keyed: HTTPRequest
  let keyless: HTTPRequest

  init() throws {
    keyed = HTTPRequest(
      url: try #require(URL(string: "https://dapi.kakao.com/v3/search/book?query=x")),
      headers: ["Authorization": "KakaoAK k"])
    keyless = HTTPRequest(url: try #require(URL(string: "https://openlibrary.org/search.json?q=x")))
  }

  func redirect(_ status: Int, to location: String) -> HTTPResponse {
    HTTPResponse(status: status, headers: ["Location": location])
  }

  @Test("301/302/303 are re-sent as GET, 307/308 keep the method", arguments: [301, 302, 303, 307, 308])
  func methods(status: Int) throws {
    var post = keyless
    post.method = "POST"
    let next = try #require(
      try RedirectPolicy.next(after: redirect(status, to: "/moved"), to: post, followed: 0))
    #expect(next.method == ([307, 308].contains(status) ? "POST" : "GET"))
    #expect(next.url.absoluteString == "https://openlibrary.org/moved")
    #expect(next.headers == post.headers)
  }

  @Test(
    "relative targets resolve against the request's URL",
    arguments: [
      ("/v2/x?page=2", "https://dapi.kakao.com/v2/x?page=2"),
      ("other", "https://dapi.kakao.com/v3/search/other"),
      ("?query=y", "https://dapi.kakao.com/v3/search/book?query=y"),
      ("https://DAPI.kakao.com:443/v3/a", "https://dapi.kakao.com:443/v3/a"),
    ])
  func relativeTargets(location: String, expected: String) throws {
    let next = try #require(
      try RedirectPolicy.next(after: redirect(302, to: location), to: keyed, followed: 0))
    #expect(next.url.absoluteString.lowercased() == expected.lowercased())
    #expect(next.headers["Authorization"] == "KakaoAK k")
  }

  @Test(
    "a request with credentials never goes to another scheme, host or port; the error names only the origin",
    arguments: [
      ("https://evil.test/v3/search/book?query=x", "https://evil.test"),
      ("https://dapi.kakao.com:8443/v3/search/book", "https://dapi.kakao.com:8443"),
      ("//evil.test:444/p?key=SECRET", "https://evil.test:444"),
      ("https://user:pw@evil.test/p?ttbkey=SECRET#f", "https://evil.test"),
    ])
  func credentialsStayOnTheirOrigin(location: String, origin: String) {
    #expect(throws: HTTPError.redirectRefused(origin: origin)) {
      try RedirectPolicy.next(after: redirect(307, to: location), to: keyed, followed: 0)
    }
  }

  @Test("a keyless request may follow a redirect to another origin")
  func keylessMayLeave() throws {
    let next = try #require(
      try RedirectPolicy.next(
        after: redirect(302, to: "https://archive.org/x"), to: keyless, followed: 0))
    #expect(next.url.absoluteString == "https://archive.org/x")
  }

  @Test("https → http is never followed, with or without credentials")
  func neverDowngrades() {
    for request in [keyed, keyless] {
      #expect(throws: HTTPError.insecureRedirect(origin: "http://openlibrary.org")) {
        try RedirectPolicy.next(
          after: redirect(301, to: "http://openlibrary.org/search.json?key=SECRET"), to: request, followed: 0)
      }
    }
    // A plain-http endpoint (a local mirror) may redirect within http.
    let local = HTTPRequest(
      url: URL(string: "http://127.0.0.1:8080/a")!, headers: ["Authorization": "KakaoAK k"])
    #expect(throws: Never.self) {
      try RedirectPolicy.next(after: redirect(302, to: "/b"), to: local, followed: 0)
    }
  }

  @Test("the fourth redirect in a row is one too many")
  func limit() throws {
    let response = redirect(302, to: "/next")
    for followed in 0..<3 {
      #expect(try RedirectPolicy.next(after: response, to: keyless, followed: followed) != nil)
    }
    #expect(throws: HTTPError.tooManyRedirects(limit: 3)) {
      try RedirectPolicy.next(after: response, to: keyless, followed: 3)
    }
  }

  @Test(
    "other statuses, a missing or unusable Location: the answer is final",
    arguments: [
      HTTPResponse(status: 200, headers: ["Location": "/x"]),
      HTTPResponse(status: 300, headers: ["Location": "/x"]),
      HTTPResponse(status: 304, headers: ["Location": "/x"]), HTTPResponse(status: 302),
      HTTPResponse(status: 302, headers: ["Location": " "]),
      HTTPResponse(status: 302, headers: ["Location": "ftp://files.test/x"]),
      HTTPResponse(status: 302, headers: ["Location": "javascript:alert(1)"]),
      HTTPResponse(status: 302, headers: ["Location": "file:///etc/passwd"]),
    ])
  func finalAnswers(response: HTTPResponse) throws {
    #expect(try RedirectPolicy.next(after: response, to: keyed, followed: 0) == nil)
  }

  @Test("credentials: key headers and key query parameters count; other headers do not")
  func credentialDetection() {
    let url = URL(string: "https://a.test/x?q=1")!
    #expect(
      !RedirectPolicy.carriesCredentials(
        HTTPRequest(url: url, headers: ["User-Agent": "b", "Accept": "*/*"])))
    for headers in [
      ["Authorization": "KakaoAK k"], ["X-Naver-Client-Id": "i"], ["x-naver-client-secret": "s"],
      ["X-Api-Key": "k"], ["X-Auth-Token": "t"],
    ] {
      #expect(RedirectPolicy.carriesCredentials(HTTPRequest(url: url, headers: headers)))
    }
    for query in ["TTBKey=abc&Query=x", "q=x&key=AIza", "apikey=1", "client_secret=s"] {
      #expect(RedirectPolicy.carriesCredentials(HTTPRequest(url: URL(string: "https://a.test/x?\(query)")!)))
    }
  }

  @Test("origins: default ports are the same origin; IPv6 hosts keep their brackets")
  func origins() throws {
    let http = HTTPRequest(url: URL(string: "http://api.test/x")!, headers: ["Authorization": "a"])
    #expect(
      try RedirectPolicy.next(after: redirect(302, to: "http://API.test:80/y"), to: http, followed: 0) != nil)
    #expect(RedirectPolicy.origin(of: URL(string: "http://[::1]:8080/x?key=1")!) == "http://[::1]:8080")
  }
}
