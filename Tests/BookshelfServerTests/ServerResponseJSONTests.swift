import Testing

@testable import BookshelfServer

@Suite struct ServerResponseJSONTests {
  @Test func anErrorIsTheOneErrorShapeWithItsStatus() {
    let response = ServerResponse.error(status: 404, code: "not_found", message: "없음")
    #expect(response.status == 404)
    #expect(response.header("content-type") == "application/json; charset=utf-8")
    #expect(
      String(decoding: response.body, as: UTF8.self) == #"{"error":{"code":"not_found","message":"없음"}}"#)
  }
}
