from enum import Enum

from bottle import Bottle, HTTPError, request
from lxml import etree

app = Bottle()
LIBRARY = etree.parse("recipes.xml", etree.XMLParser(no_network=True, resolve_entities=False))


class Course(str, Enum):
    STARTER = "starter"
    MAIN = "main"
    DESSERT = "dessert"


DIET_PREDICATES = {
    "vegan": "tags/tag='vegan'",
    "vegetarian": "tags/tag='vegetarian' or tags/tag='vegan'",
    "gluten-free": "tags/tag='gluten-free'",
}

SORTERS = {
    "name": lambda r: r["name"] or "",
    "time": lambda r: r["minutes"],
}


def summarize(node):
    return {
        "id": node.get("id"),
        "name": node.findtext("name"),
        "minutes": int(node.findtext("minutes", "0")),
    }


@app.get("/recipes/<recipe_id:int>")
def recipe(recipe_id):
    found = LIBRARY.xpath("/library/recipe[@id=$rid]", rid=str(recipe_id))
    if not found:
        raise HTTPError(404, "no such recipe")
    node = found[0]
    return dict(summarize(node), steps=[s.text for s in node.iter("step")])


@app.get("/recipes")
def list_recipes():
    try:
        course = Course(request.query.get("course", "main"))
    except ValueError:
        raise HTTPError(400, "unknown course")
    conditions = [f"@course='{course.value}'"]
    diet = request.query.get("diet")
    if diet:
        if diet not in DIET_PREDICATES:
            raise HTTPError(400, "unknown diet")
        conditions.append(f"({DIET_PREDICATES[diet]})")
    expression = "/library/recipe[" + " and ".join(conditions) + "]"
    nodes = LIBRARY.xpath(expression)
    sorter = SORTERS.get(request.query.get("sort", "name"), SORTERS["name"])
    return {"recipes": sorted((summarize(n) for n in nodes), key=sorter)}


@app.get("/courses")
def courses():
    return {"courses": [c.value for c in Course]}
