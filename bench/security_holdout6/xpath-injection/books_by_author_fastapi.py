from dataclasses import dataclass
from functools import lru_cache
from typing import List, Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from lxml import etree
from pydantic import BaseModel

LIBRARY_XML = "data/library.xml"

app = FastAPI()


class BookOut(BaseModel):
    isbn: str
    title: str
    year: Optional[int]


@dataclass
class BookQuery:
    author: str
    since: Optional[int] = None

    def to_xpath(self) -> str:
        predicate = "author='%s'" % self.author
        if self.since is not None:
            predicate += " and number(year) >= %d" % self.since
        return "//book[%s]" % predicate


@lru_cache(maxsize=1)
def library_tree():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(LIBRARY_XML, parser)


class LibraryCatalog:
    def __init__(self, tree):
        self.tree = tree

    def books(self, query: BookQuery) -> List[BookOut]:
        nodes = self.tree.xpath(query.to_xpath())
        results = []
        for node in nodes:
            year = node.findtext("year")
            results.append(
                BookOut(
                    isbn=node.get("isbn", ""),
                    title=node.findtext("title", default=""),
                    year=int(year) if year and year.isdigit() else None,
                )
            )
        return results


def get_catalog() -> LibraryCatalog:
    return LibraryCatalog(library_tree())


@app.get("/books/by-author", response_model=List[BookOut])
def books_by_author(
    author: str = Query(..., max_length=120),
    since: Optional[int] = Query(None, ge=1400, le=2100),
    catalog: LibraryCatalog = Depends(get_catalog),
):
    books = catalog.books(BookQuery(author=author, since=since))
    if not books:
        raise HTTPException(status_code=404, detail="no books found")
    return books
