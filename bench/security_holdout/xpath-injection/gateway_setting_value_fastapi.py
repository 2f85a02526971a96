from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
DOC = etree.parse("/etc/gateway/settings.xml")
FIND_SETTING = etree.XPath("//environment[@name=$env]/setting[@key=$key]/@value")


@app.get("/settings/{key}/value")
async def read_setting_value(key: str, env: str = "prod"):
    values = FIND_SETTING(DOC, env=env, key=key)
    if not values:
        raise HTTPException(404)
    return {"env": env, "key": key, "value": str(values[0])}
