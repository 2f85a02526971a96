import os

from fastapi import FastAPI, HTTPException, Query
from lxml import etree

app = FastAPI()
GLOSSARY = etree.parse(os.environ.get("GLOSSARY_XML", "/srv/content/glossary.xml"))


@app.get("/glossary")
def lookup(term: str = Query(..., min_length=1, max_length=80)):
    definitions = GLOSSARY.xpath(
        "//entry[normalize-space(term)=$needle]/definition/text()",
        needle=term.strip(),
    )
    if not definitions:
        raise HTTPException(status_code=404, detail="term not found")
    return {"term": term, "definitions": [str(d) for d in definitions]}


@app.get("/glossary/terms")
def all_terms():
    return sorted(str(t) for t in GLOSSARY.xpath("//entry/term/text()"))
