from lxml import etree
from sanic import Sanic
from sanic.response import json

app = Sanic("config_upload")


@app.post("/config")
async def upload_config(request):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(request.body, parser)
    settings = {child.tag: (child.text or "") for child in root if isinstance(child.tag, str)}
    return json({"settings": settings})
