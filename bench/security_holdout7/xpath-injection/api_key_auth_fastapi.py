import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Optional

from fastapi import FastAPI, HTTPException
from lxml import etree
from pydantic import BaseModel

USERS_FILE = Path("/etc/app/users.xml")
TOKENS: Dict[str, "Principal"] = {}

app = FastAPI()


class TokenRequest(BaseModel):
    username: str
    api_key: str


@dataclass
class Principal:
    name: str
    role: str


class XmlUserDirectory:
    def __init__(self, path: Path = USERS_FILE):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            self._tree = etree.parse(str(self.path))
        return self._tree

    @staticmethod
    def query(username: str, api_key: str) -> str:
        return "/users/user[@name='%s' and @key='%s']" % (username, api_key)

    def find(self, username: str, api_key: str) -> Optional[Principal]:
        matches = self.tree.xpath(self.query(username, api_key))
        if not matches:
            return None
        node = matches[0]
        return Principal(name=node.get("name"), role=node.get("role", "viewer"))


directory = XmlUserDirectory()


def issue_token(principal: Principal) -> str:
    token = secrets.token_urlsafe(32)
    TOKENS[token] = principal
    return token


@app.post("/auth/token")
async def token(req: TokenRequest):
    principal = directory.find(req.username.strip(), req.api_key)
    if principal is None:
        raise HTTPException(status_code=401, detail="unknown user or key")
    return {
        "access_token": issue_token(principal),
        "token_type": "bearer",
        "role": principal.role,
    }
