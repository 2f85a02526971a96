import re

from fastapi import FastAPI, HTTPException
from lxml import etree
from pydantic import BaseModel, field_validator

app = FastAPI()
SETTINGS_DOC = etree.parse("feature-flags.xml")
KEY_RE = re.compile(r"[a-z][a-z0-9_]{0,39}")


class FlagLookup(BaseModel):
    service: str
    flag: str

    @field_validator("service", "flag")
    @classmethod
    def identifier(cls, value: str) -> str:
        if not KEY_RE.fullmatch(value):
            raise ValueError("identifiers are lowercase letters, digits and underscores")
        return value


@app.post("/flags/lookup")
async def lookup_flag(body: FlagLookup):
    values = SETTINGS_DOC.xpath(f"/flags/service[@name='{body.service}']/flag[@key='{body.flag}']/@enabled")
    if not values:
        raise HTTPException(404, "flag not found")
    return {"enabled": values[0] == "true"}
