import BookshelfTestSupport
import Foundation
import Testing

@Suite("bookshelf binary: add, edit, shelf, show, remove, undo, restore")
struct ShelfEditEndToEndTests {
  @Test("the own-data loop through the real binary, in English and Korean")
  func loop() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home, ["BOOKSHELF_OFFLINE": "1"])
    let korean = env.merging(["LANG": "ko_KR.UTF-8"]) { $1 }
    let add = try await BookshelfBinary.run(
      ["add", "--title", "우리 동네 이야기", "--author", "김민수", "--year", "2024"], environment: env)
    #expect(add.status == 0)
    #expect(add.stdout == "Added to your shelf: 우리 동네 이야기 (manual:김민수-우리-동네-이야기), want.\n")
    let id = "manual:김민수-우리-동네-이야기"

    let edit = try await BookshelfBinary.run(
      ["edit", id, "--status", "reading", "--progress", "120/350", "--tag", "동네", "--started", "2026-11-20"],
      environment: korean)
    #expect(edit.status == 0)
    #expect(edit.stdout.hasPrefix("책장의 책을 고쳤습니다: 우리 동네 이야기 (\(id)).\n우리 동네 이야기\n"))
    #expect(edit.stdout.contains("진행률     120/350 (34%)\n"))

    let conflict = try await BookshelfBinary.run(["edit", id, "--note", "a", "--no-note"], environment: env)
    #expect(conflict.status == 2)
    #expect(conflict.stdout == "")

    let shelf = try await BookshelfBinary.run(
      ["shelf", "--query", "동네이야기", "--status", "reading"], environment: env)
    #expect(shelf.status == 0)
    #expect(shelf.stdout.contains("1. 우리 동네 이야기 — 김민수\n   reading · #동네 · \(id)\n"))
    #expect(shelf.stdout.contains("started 2026-11-20 · 120/350 (34%)\n"))

    let show = try await BookshelfBinary.run(["show", id], environment: env)
    #expect(show.status == 0)
    #expect(show.stdout.contains("Status     reading\n"))

    #expect(try await BookshelfBinary.run(["remove", id], environment: env).status == 0)
    let undo = try await BookshelfBinary.run(["undo"], environment: env)
    #expect(undo.status == 0)
    #expect(undo.stdout.contains("Progress  120/350 (34%)\n"))
    #expect(try await BookshelfBinary.run(["remove", id], environment: env).status == 0)
    let restore = try await BookshelfBinary.run(["restore", id], environment: korean)
    #expect(restore.status == 0)
    #expect(restore.stdout.hasPrefix("책장에 되돌려 놓았습니다: 우리 동네 이야기 (\(id)).\n"))
    let none = try await BookshelfBinary.run(["undo"], environment: env)
    #expect(none.status == 1)
    #expect(none.stderr == "bookshelf: error: There is no removal to undo.\n")
  }
}
