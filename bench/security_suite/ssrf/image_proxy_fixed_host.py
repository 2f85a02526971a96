from urllib.parse import quote
from urllib.request import urlopen

from fastapi import FastAPI
from fastapi.responses import Response

api = FastAPI()
CDN_BASE = "https://cdn.example.com/images/"


@api.get("/proxy/image")
def proxy_image(src: str):
    with urlopen(CDN_BASE + quote(src, safe="")) as upstream:
        data = upstream.read()
    return Response(content=data, media_type="image/png")
