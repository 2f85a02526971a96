import logging
from pathlib import Path
from typing import List

from fastapi import FastAPI, HTTPException, Query
from lxml import etree
from pydantic import BaseModel

logger = logging.getLogger("feeds")

FEED_DIR = Path("/var/lib/feeds")
ATOM = {"a": "http://www.w3.org/2005/Atom"}

app = FastAPI(title="Feed archive")


class Entry(BaseModel):
    id: str
    title: str
    updated: str


def quote_value(value: str) -> str:
    return value.replace('"', "&quot;").replace("<", "&lt;")


def load_feed(name: str) -> etree._ElementTree:
    path = FEED_DIR / f"{name}.xml"
    if path.parent != FEED_DIR or not path.is_file():
        raise HTTPException(status_code=404, detail="feed not found")
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(str(path), parser)


@app.get("/feeds/{name}/entries", response_model=List[Entry])
def entries_by_author(name: str, author: str = Query(..., max_length=120)):
    tree = load_feed(name)
    author = quote_value(author)
    expr = etree.XPath(f"//a:entry[a:author/a:name='{author}']", namespaces=ATOM)
    try:
        nodes = expr(tree)
    except etree.XPathEvalError as exc:
        logger.warning("query failed on feed %s: %s", name, exc)
        raise HTTPException(status_code=400, detail="query could not be evaluated")
    return [
        Entry(
            id=n.findtext("a:id", namespaces=ATOM) or "",
            title=n.findtext("a:title", namespaces=ATOM) or "",
            updated=n.findtext("a:updated", namespaces=ATOM) or "",
        )
        for n in nodes
    ]


@app.get("/feeds/{name}/authors")
def authors(name: str):
    tree = load_feed(name)
    names = tree.xpath("//a:entry/a:author/a:name/text()", namespaces=ATOM)
    return {"feed": name, "authors": sorted(set(names))}
