from fastapi import FastAPI, Query
from lxml import etree

app = FastAPI()


class Catalog:
    def __init__(self, path: str):
        self.tree = etree.parse(path)

    def by_author(self, author: str, available: str = "yes"):
        return self.tree.xpath("/catalog/book[author=$author and available=$available]", author=author, available=available)


catalog = Catalog("data/catalog.xml")


@app.get("/books")
def books(author: str = Query(..., max_length=100)):
    return [{"title": b.findtext("title"), "price": b.findtext("price")} for b in catalog.by_author(author)]
