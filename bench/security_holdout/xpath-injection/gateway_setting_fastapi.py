from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
DOC = etree.parse("/etc/gateway/settings.xml")


@app.get("/settings/{key}")
async def read_setting(key: str, env: str = "prod"):
    find = etree.XPath("//environment[@name='%s']/setting[@key='%s']/@value" % (env, key))
    values = find(DOC)
    if not values:
        raise HTTPException(404)
    return {"env": env, "key": key, "value": str(values[0])}
