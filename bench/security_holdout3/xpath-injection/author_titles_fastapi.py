from functools import lru_cache

import elementpath
from fastapi import FastAPI, Query
from lxml import etree

app = FastAPI()

TITLES_BY_AUTHOR = "//book[author = $author and @visibility = 'public']/title/text()"


@lru_cache(maxsize=1)
def holdings():
    return etree.parse("/srv/library/holdings.xml").getroot()


@app.get("/authors/titles")
def author_titles(author: str = Query(..., max_length=120)):
    titles = elementpath.select(holdings(), TITLES_BY_AUTHOR, variables={"author": author})
    return {"author": author, "titles": [str(t) for t in titles]}
