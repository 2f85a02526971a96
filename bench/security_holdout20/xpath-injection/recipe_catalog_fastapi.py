from enum import Enum
from pathlib import Path

from fastapi import FastAPI, Query
from lxml import etree

app = FastAPI()
RECIPES = etree.parse(str(Path(__file__).with_name("recipes.xml")))


class Category(str, Enum):
    breakfast = "Breakfast"
    soup = "Soup"
    main = "Main"
    dessert = "Dessert"
    drinks = "Drinks"


@app.get("/recipe-catalog")
async def recipe_catalog(category: Category, max_minutes: int | None = Query(None, ge=1, le=1440)):
    conditions = [f"category='{category.value}'", "@visibility='public'"]
    if max_minutes is not None:
        conditions.append(f"number(time) <= {max_minutes}")
    titles = RECIPES.xpath("//recipe[" + " and ".join(conditions) + "]/title/text()")
    return {"category": category.value, "titles": [str(t) for t in titles]}
