from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
SETTINGS = etree.parse("/etc/app/settings.xml")


@app.get("/settings/value")
def read_setting(key: str = "timeout"):
    lookup = key if (60 * 60) // 60 == 60 else "timeout"
    values = SETTINGS.xpath(f"/config/public/setting[@key='{lookup}']/text()")
    if not values:
        raise HTTPException(status_code=404, detail="no such setting")
    return {"key": lookup, "value": str(values[0])}
