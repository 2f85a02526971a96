from functools import lru_cache

import elementpath
from fastapi import FastAPI
from lxml import etree

app = FastAPI()


@lru_cache(maxsize=1)
def library_root():
    return etree.parse("/srv/library/holdings.xml").getroot()


def titles_by_author(author: str) -> list[str]:
    expr = "//book[author = '" + author + "' and @visibility = 'public']/title/text()"
    return [str(t) for t in elementpath.select(library_root(), expr)]


@app.get("/books")
def search_books(author: str):
    titles = titles_by_author(author)
    return {"author": author, "count": len(titles), "titles": titles}
