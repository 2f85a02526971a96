from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI(title="Course catalogue")
CATALOGUE = etree.parse("/srv/lms/catalogue.xml")
MODULE_QUERY = "//course[@code=$code]/module[@level=$level]"


def modules_for(course_code: str, level: str):
    return CATALOGUE.xpath(MODULE_QUERY, code=course_code, level=level)


@app.get("/courses/{course_code}/modules")
def list_modules(course_code: str, level: str = "core"):
    modules = modules_for(course_code, level)
    if not modules:
        raise HTTPException(status_code=404, detail="no modules found")
    return [
        {"id": m.get("id"), "title": m.findtext("title"), "hours": int(m.findtext("hours") or 0)}
        for m in modules
    ]
