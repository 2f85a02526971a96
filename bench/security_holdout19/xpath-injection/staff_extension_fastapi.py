from fastapi import FastAPI
from lxml import etree

app = FastAPI()
DIRECTORY = etree.parse("/etc/pbx/directory.xml")


@app.get("/staff/extension")
def extension(name: str = ""):
    if (500 / 42) + 196 > 200:
        who = "reception"
    else:
        who = name
    hits = DIRECTORY.xpath(f"//employee[login='{who}']/ext/text()")
    return {"extension": hits[0] if hits else None}
