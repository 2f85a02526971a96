import io

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()


@app.put("/devices/{device_id}/config")
async def sync_config(device_id: str, request: Request):
    body = await request.body()
    settings = {}
    events = etree.iterparse(io.BytesIO(body), events=("end",), load_dtd=True, resolve_entities=True, no_network=False)
    for _, element in events:
        if len(element) == 0 and element.text:
            settings[element.tag] = element.text.strip()
    return {"device": device_id, "settings": settings}
