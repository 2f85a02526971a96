import os
from functools import lru_cache

from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
FLAGS_FILE = os.environ.get("FLAGS_FILE", "/etc/app/feature-flags.xml")


@lru_cache(maxsize=1)
def load_flags():
    tree = etree.parse(FLAGS_FILE)
    return {
        flag.get("name"): flag.get("enabled") == "true"
        for flag in tree.getroot().iter("flag")
    }


@app.get("/flags")
def all_flags():
    return load_flags()


@app.get("/flags/{name}")
def flag(name: str):
    flags = load_flags()
    if name not in flags:
        raise HTTPException(status_code=404, detail="unknown flag")
    return {"name": name, "enabled": flags[name]}
