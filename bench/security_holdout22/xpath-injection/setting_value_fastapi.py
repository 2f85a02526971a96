from fastapi import FastAPI, Query
from lxml import etree

app = FastAPI()
SETTINGS = etree.parse("settings.xml")
PREFIX = "/settings"


def build_path(section, key):
    return "/".join([PREFIX, section, key]) + "/text()"


@app.get("/settings/value")
def setting_value(section: str = Query("general"), key: str = Query(...)):
    finder = etree.XPath(build_path(section, key))
    values = finder(SETTINGS)
    return {"value": values[0] if values else None}
