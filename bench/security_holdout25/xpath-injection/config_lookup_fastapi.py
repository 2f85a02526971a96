from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
SETTINGS = etree.parse("/etc/app/settings.xml")


@app.get("/settings/{section}/{key}")
def read_setting(section: str, key: str):
    values = SETTINGS.xpath(
        "/settings/section[@name=$section]/entry[@key=$key and not(@private)]/@value",
        section=section,
        key=key,
    )
    if not values:
        raise HTTPException(status_code=404, detail="setting not found")
    return {"section": section, "key": key, "value": str(values[0])}
