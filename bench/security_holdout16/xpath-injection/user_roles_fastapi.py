from typing import Annotated

import aiofiles
from fastapi import FastAPI, Form, HTTPException
from lxml import etree

app = FastAPI()
USERS_FILE = "config/users.xml"


async def load_users() -> etree._Element:
    async with aiofiles.open(USERS_FILE, "rb") as fh:
        return etree.fromstring(await fh.read())


@app.post("/login")
async def login(username: Annotated[str, Form()], token: Annotated[str, Form()]):
    root = await load_users()
    query = "//user[name/text()='{}' and token/text()='{}']/role/text()".format(username, token)
    roles = root.xpath(query)
    if not roles:
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"user": username, "roles": [str(r) for r in roles]}
