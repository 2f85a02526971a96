import re
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()
RECIPES = etree.parse(str(Path(__file__).with_name("recipes.xml")))
WORD_RE = re.compile(r"[A-Za-z][A-Za-z ]*")


@app.get("/recipes")
async def recipes_by_category(request: Request):
    category = request.query_params.get("category", "")
    if not WORD_RE.match(category):
        raise HTTPException(status_code=400, detail="category must be a word")
    conditions = [f"category='{category}'", "@visibility='public'"]
    max_minutes = request.query_params.get("max_minutes", "")
    if max_minutes.isdigit():
        conditions.append(f"number(time) <= {int(max_minutes)}")
    titles = RECIPES.xpath("//recipe[" + " and ".join(conditions) + "]/title/text()")
    return {"category": category, "titles": [str(t) for t in titles]}
