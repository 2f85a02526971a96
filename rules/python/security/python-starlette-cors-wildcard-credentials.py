import os

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware as StarletteCORS

app = FastAPI()
internal = FastAPI()
ALLOWED = os.environ.get("ALLOWED_ORIGINS", "https://app.example.com").split(",")

# ruleid: python-starlette-cors-wildcard-credentials
app.add_middleware(CORSMiddleware, allow_origins=["*"], allow_credentials=True, allow_methods=["*"])

# ok: python-starlette-cors-wildcard-credentials
app.add_middleware(CORSMiddleware, allow_origins=["https://app.example.com"], allow_credentials=True)

# ok: python-starlette-cors-wildcard-credentials
internal.add_middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["GET"])

# ok: python-starlette-cors-wildcard-credentials
internal.add_middleware(CORSMiddleware, allow_origins=ALLOWED, allow_credentials=True)

middleware = [
    # ruleid: python-starlette-cors-wildcard-credentials
    Middleware(StarletteCORS, allow_origin_regex=".*", allow_credentials=True),
    # ok: python-starlette-cors-wildcard-credentials
    Middleware(StarletteCORS, allow_origin_regex=r"https://.*\.example\.com", allow_credentials=True),
]

site = Starlette(middleware=middleware)

# ruleid: python-starlette-cors-wildcard-credentials
wrapped = CORSMiddleware(site, allow_credentials=True, allow_origins=["*"])

# ok: python-starlette-cors-wildcard-credentials
public = CORSMiddleware(site, allow_origins=["*"], allow_credentials=False)
