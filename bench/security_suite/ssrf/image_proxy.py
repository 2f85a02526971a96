from urllib.request import urlopen

from fastapi import FastAPI
from fastapi.responses import Response

api = FastAPI()


@api.get("/proxy/image")
def proxy_image(src: str):
    with urlopen(src) as upstream:
        data = upstream.read()
    return Response(content=data, media_type="image/png")
