from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
SYLLABI = etree.parse("data/syllabi.xml")
find_module = etree.XPath("//course[@code=$code]/module[@week=$week]")


@app.get("/courses/{code}/weeks/{week}")
def module_for_week(code: str, week: int):
    matches = find_module(SYLLABI, code=code, week=str(week))
    if not matches:
        raise HTTPException(status_code=404, detail="no module scheduled")
    module = matches[0]
    return {
        "course": code,
        "week": week,
        "title": module.findtext("title"),
        "reading": [r.text for r in module.iter("reading")],
    }
