#!/usr/bin/env python3
"""Builds a large goodbooks-shaped books.csv for the catalog benchmark.

Scales up real rows with variations: every output row starts from a real book, half from
goodbooks-10k (English and other Latin-script titles) and half from the Aladin domestic list
(Korean), and varies it deterministically:
  - the title may gain a word borrowed from another title of the same language, and/or an
    edition or volume note ("(Vol. 3)", "제3권", "개정판");
  - the author list may gain a co-author from another row of the same language;
  - ratings_count is the base count scaled by a random factor (0.01-1.5);
  - isbn is a fresh, checksum-valid ISBN-10 (written like goodbooks, without leading zeros);
  - book_id is the 1-based row number.
The output has the 23 goodbooks columns, so `bookshelf catalog import --format goodbooks`
and `LocalCatalog` read it exactly like the real file.

With --drop-hangul, rows whose title or authors hold Hangul are generated but not written:
`--rows 2000000 --drop-hangul` gives the 1,000,138 English goodbooks-shaped rows used for the
import throughput target (issue 4).

Usage: generate_catalog.py [--rows 1000000] [--data ../shared/data] [--seed 7] [--drop-hangul] OUT.csv
Only the Python standard library is used; memory holds the ~12,600 base rows, not the output.
"""
import argparse
import csv
import json
import os
import random
import re

COLUMNS = ("book_id,goodreads_book_id,best_book_id,work_id,books_count,isbn,isbn13,authors,"
           "original_publication_year,original_title,title,language_code,average_rating,"
           "ratings_count,work_ratings_count,work_text_reviews_count,ratings_1,ratings_2,"
           "ratings_3,ratings_4,ratings_5,image_url,small_image_url").split(",")


def isbn10(n):
    body = "%09d" % (n % 1_000_000_000)
    total = sum((10 - i) * int(d) for i, d in enumerate(body))
    check = (11 - total % 11) % 11
    return body + ("X" if check == 10 else str(check))


def aladin_people(text):
    names = []
    for part in text.split(","):
        name = re.sub(r"\s*\([^)]*\)\s*$", "", part).strip()
        if name:
            names.append(name)
    return names


def load(data):
    english, korean = [], []
    with open(os.path.join(data, "goodbooks-10k", "books.csv"), newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            english.append((row["title"], row["authors"].split(", "), row["original_publication_year"],
                            row["average_rating"], int(row["ratings_count"] or 0)))
    with open(os.path.join(data, "aladin-kr-books", "aladin_domestic_books.json"), encoding="utf-8") as f:
        for item in json.load(f):
            title = item["title"].replace("&lt;", "<").replace("&gt;", ">")
            korean.append((title, aladin_people(item.get("author", "")), item.get("pubDate", "")[:4],
                           "%.2f" % (item.get("customerReviewRank", 0) / 2),
                           int(item.get("salesPoint", 0)) // 10))
    return english, korean


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--data", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--drop-hangul", action="store_true")
    args = parser.parse_args()
    hangul = re.compile("[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
    rng = random.Random(args.seed)
    english, korean = load(args.data)
    notes_en = ["(Vol. %d)", "(Book %d)", "(%dth Anniversary Edition)", "(Collected, #%d)"]
    notes_ko = ["제%d권", "%d부", "개정판 %d", "(%d주년 기념판)"]
    with open(args.out, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(COLUMNS)
        for i in range(args.rows):
            is_korean = i % 2 == 1
            pool = korean if is_korean else english
            title, authors, year, rating, ratings = pool[rng.randrange(len(pool))]
            if i >= len(pool) * 2:  # keep the first copy of every real row unchanged
                if rng.random() < 0.5:
                    other = pool[rng.randrange(len(pool))][0].split()
                    if other:
                        title = title + " " + rng.choice(other)
                if rng.random() < 0.4:
                    title = title + " " + (rng.choice(notes_ko if is_korean else notes_en) % rng.randint(1, 12))
                if rng.random() < 0.2:
                    extra = pool[rng.randrange(len(pool))][1]
                    if extra:
                        authors = authors + [extra[0]]
                ratings = int(ratings * rng.uniform(0.01, 1.5))
            isbn = isbn10(100_000 + i * 7).lstrip("0")
            row = [i + 1, 10_000_000 + i, 10_000_000 + i, 20_000_000 + i, 1, isbn, "", ", ".join(authors),
                   (year.split(".")[0] + ".0") if year else "", "", title, "kor" if is_korean else "eng", rating, ratings,
                   ratings, 0, 0, 0, 0, 0, 0,
                   "https://s.gr-assets.com/assets/nophoto/book/111x148-bcc042a9c91a29c1d680899eff700a03.png",
                   ""]
            if args.drop_hangul and (hangul.search(row[10]) or hangul.search(row[7])):
                continue
            out.writerow(row)


if __name__ == "__main__":
    main()
