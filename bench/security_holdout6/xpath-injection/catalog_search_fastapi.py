from functools import lru_cache
from typing import List, Optional

from fastapi import Depends, FastAPI, Query
from lxml import etree
from pydantic import BaseModel

CATALOG_PATH = "/srv/data/catalog.xml"
app = FastAPI()


class Book(BaseModel):
    isbn: str
    title: str
    author: str
    price: float


class CatalogQuery(BaseModel):
    author: Optional[str] = None
    max_price: Optional[float] = None


@lru_cache(maxsize=4)
def load_document(path: str):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(path, parser)


class XmlCatalog:
    def __init__(self, path: str):
        self.path = path

    def _predicate(self, q: CatalogQuery) -> str:
        parts = []
        if q.author:
            parts.append(f"author='{q.author}'")
        if q.max_price is not None:
            parts.append(f"number(price) <= {float(q.max_price)}")
        return "[" + " and ".join(parts) + "]" if parts else ""

    def search(self, q: CatalogQuery) -> List[Book]:
        finder = etree.XPath("/catalog/book" + self._predicate(q))
        return [
            Book(
                isbn=node.get("isbn", ""),
                title=node.findtext("title", ""),
                author=node.findtext("author", ""),
                price=float(node.findtext("price", "0")),
            )
            for node in finder(load_document(self.path))
        ]


catalog = XmlCatalog(CATALOG_PATH)


def catalog_query(
    author: Optional[str] = Query(None),
    max_price: Optional[float] = Query(None),
) -> CatalogQuery:
    return CatalogQuery(author=author, max_price=max_price)


@app.get("/catalog/books", response_model=List[Book])
def search_books(q: CatalogQuery = Depends(catalog_query)):
    return catalog.search(q)
