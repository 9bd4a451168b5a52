#!/usr/bin/env python3
"""The local catalog beside tantivy (issue 15): the same files, the same queries, one run.

Imports each catalog Bookshelf's benchmark imported (goodbooks-10k, the generated 1M English
rows, the Aladin Korean list) into a tantivy index, runs the queries Bookshelf ran (read from
`bookshelf-bench catalog --queries-out`), and prints each figure beside Bookshelf's (read from
`bookshelf-bench catalog --summary`) with the ratio Bookshelf / tantivy. `run.sh` beside this
file does all of it with one command.

How tantivy is set up, on purpose close to what Bookshelf does:
  - the six fields Bookshelf indexes (title, subtitle, authors, publisher, description,
    subjects), indexed and not stored, plus one stored field holding the row for display (as
    Bookshelf's `books` table does); page 1 of 10 is fetched and decoded for every query; the
    count is exact (`count=True`), as Bookshelf's is;
  - English: the default tokenizer; every word must match in some field; the last word is a
    prefix (the user is still typing) expanded EXACTLY with a regex query over the terms
    (tantivy's own prefix query stops at 50 expansions, which would not be the same answer);
  - Korean: an `ngram(1, 2)` tokenizer with lowercasing, whitespace removed from the text and
    from the query (Hangul spacing varies), every n-gram of the query must match in some field.
Import time is end to end like Bookshelf's: reading and parsing the source file, indexing,
committing and waiting for the merges. Latency: the median of `--repeat` runs of each query,
then p50 and p99 over the queries of the catalog's language.
"""
import argparse
import csv
import json
import os
import re
import shutil
import statistics
import sys
import time

import tantivy

FIELDS = ("title", "subtitle", "authors", "publisher", "description", "subjects")


def goodbooks_rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            title = (row.get("title") or "").strip()
            if not title:
                continue
            yield {
                "id": row.get("book_id"), "title": title, "subtitle": "",
                "authors": row.get("authors") or "", "publisher": "", "description": "",
                "subjects": "", "isbn": row.get("isbn13") or row.get("isbn") or "",
                "rating": row.get("average_rating"), "ratings": row.get("ratings_count"),
                "image": row.get("image_url"), "year": row.get("original_publication_year"),
            }


def aladin_rows(path):
    with open(path, encoding="utf-8") as f:
        items = json.load(f)
    for item in items:
        title = (item.get("title") or "").strip()
        if not title:
            continue
        main, _, sub = title.partition(" - ")
        yield {
            "id": item.get("itemId"), "title": main, "subtitle": sub,
            "authors": item.get("author") or "", "publisher": item.get("publisher") or "",
            "description": item.get("description") or "",
            "subjects": " ".join((item.get("categoryName") or "").split(">")),
            "isbn": item.get("isbn13") or "", "price": item.get("priceSales"),
            "image": item.get("cover"), "link": item.get("link"), "date": item.get("pubDate"),
        }


SPACE = re.compile(r"\s+")
WORD = re.compile(r"[^\W_]+")


def build(kind, rows, directory):
    """Indexes `rows`; returns (index, rows read, seconds)."""
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    builder = tantivy.SchemaBuilder()
    tokenizer = "kngram" if kind == "korean" else "default"
    for name in FIELDS:
        builder.add_text_field(name, stored=False, tokenizer_name=tokenizer)
    builder.add_bytes_field("row", stored=True)
    schema = builder.build()
    index = tantivy.Index(schema, path=directory)
    if kind == "korean":
        analyzer = (
            tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.ngram(min_gram=1, max_gram=2, prefix_only=False))
            .filter(tantivy.Filter.lowercase())
            .build()
        )
        index.register_tokenizer("kngram", analyzer)
    start = time.perf_counter()
    writer = index.writer(heap_size=256 << 20)
    count = 0
    for row in rows():
        fields = {name: (SPACE.sub("", row[name]) if kind == "korean" else row[name]) for name in FIELDS}
        document = tantivy.Document(**{name: value for name, value in fields.items() if value})
        document.add_bytes("row", json.dumps(row, ensure_ascii=False).encode())
        writer.add_document(document)
        count += 1
    writer.commit()
    writer.wait_merging_threads()
    seconds = time.perf_counter() - start
    index.reload()
    return index, schema, count, seconds


def size_of(directory):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(directory) for f in files)


def english_query(schema, text):
    words = WORD.findall(text.lower())
    if not words:
        return None
    clauses = []
    for position, word in enumerate(words):
        if position == len(words) - 1:
            alternatives = [tantivy.Query.regex_query(schema, f, re.escape(word) + ".*") for f in FIELDS]
        else:
            alternatives = [tantivy.Query.term_query(schema, f, word) for f in FIELDS]
        clauses.append((tantivy.Occur.Must, tantivy.Query.boolean_query([(tantivy.Occur.Should, a) for a in alternatives])))
    return tantivy.Query.boolean_query(clauses)


def korean_query(schema, text):
    compact = SPACE.sub("", text.lower())
    if not compact:
        return None
    grams = [compact] if len(compact) == 1 else [compact[i : i + 2] for i in range(len(compact) - 1)]
    clauses = []
    for gram in dict.fromkeys(grams):
        alternatives = [tantivy.Query.term_query(schema, f, gram) for f in FIELDS]
        clauses.append((tantivy.Occur.Must, tantivy.Query.boolean_query([(tantivy.Occur.Should, a) for a in alternatives])))
    return tantivy.Query.boolean_query(clauses)


def search_times(index, schema, kind, queries, repeats):
    searcher = index.searcher()
    make = korean_query if kind == "korean" else english_query
    medians = []
    total = 0
    for text in queries:
        runs = []
        for run in range(repeats):
            start = time.perf_counter()
            query = make(schema, text)
            if query is None:
                runs.append(0.0)
                continue
            result = searcher.search(query, limit=10, count=True)
            for _, address in result.hits:
                json.loads(searcher.doc(address)["row"][0])
            runs.append((time.perf_counter() - start) * 1000)
            if run == 0:
                total += result.count
        medians.append(statistics.median(runs))
    return medians, total / max(1, len(queries))


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", required=True, help="the shared data folder (goodbooks-10k, aladin-kr-books)")
    parser.add_argument("--million", help="the generated 1M English goodbooks-shaped CSV")
    parser.add_argument("--queries", required=True, help="bookshelf-bench catalog --queries-out FILE")
    parser.add_argument("--bookshelf", required=True, help="bookshelf-bench catalog --summary FILE")
    parser.add_argument("--work", required=True, help="where the tantivy indexes are written")
    parser.add_argument("--repeat", type=int, default=3)
    options = parser.parse_args()

    queries = [json.loads(line) for line in open(options.queries, encoding="utf-8") if line.strip()]
    ours = {}
    for line in open(options.bookshelf, encoding="utf-8"):
        if line.strip():
            summary = json.loads(line)
            ours[summary["name"]] = summary
    sources = {
        "10k": ("english", lambda: goodbooks_rows(os.path.join(options.data, "goodbooks-10k/books.csv"))),
        "korean": ("korean", lambda: aladin_rows(os.path.join(options.data, "aladin-kr-books/aladin_domestic_books.json"))),
    }
    if options.million:
        sources["1m"] = ("english", lambda: goodbooks_rows(options.million))

    table = []
    print(f"tantivy {tantivy.__version__}, {len(queries)} queries, {options.repeat} runs each")
    for name in ("10k", "1m", "korean"):
        if name not in sources or name not in ours:
            continue
        kind, rows = sources[name]
        language = "korean" if kind == "korean" else "english"
        texts = [q["text"] for q in queries if q["korean"] == (kind == "korean")]
        directory = os.path.join(options.work, name)
        index, schema, count, seconds = build(kind, rows, directory)
        size = size_of(directory)
        medians, mean_total = search_times(index, schema, kind, texts, options.repeat)
        print(f"== {name}: {count} rows in {seconds:.2f} s ({count / seconds:.0f} rows/s), "
              f"index {size / 1048576:.1f} MiB; {len(texts)} {language} queries: "
              f"p50 {percentile(medians, 0.5):.3f} ms, p99 {percentile(medians, 0.99):.3f} ms, "
              f"mean count {mean_total:.0f}")
        mine = ours[name]
        latency = mine.get(language) or {}
        table += [
            (name, "import rows/s", mine["rows"] / mine["importSeconds"], count / seconds),
            (name, "index MiB", mine["databaseBytes"] / 1048576, size / 1048576),
            (name, f"p50 ms ({language})", latency.get("p50", float("nan")), percentile(medians, 0.5)),
            (name, f"p99 ms ({language})", latency.get("p99", float("nan")), percentile(medians, 0.99)),
        ]
    print("")
    print(f"{'catalog':8} {'figure':20} {'Bookshelf':>12} {'tantivy':>12} {'Bookshelf/tantivy':>18}")
    for name, figure, mine, theirs in table:
        ratio = mine / theirs if theirs else float("nan")
        print(f"{name:8} {figure:20} {mine:12.3f} {theirs:12.3f} {ratio:17.2f}x")


if __name__ == "__main__":
    sys.exit(main())
