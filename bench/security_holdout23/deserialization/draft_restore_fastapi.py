import base64
import hashlib
import hmac
import os
from dataclasses import dataclass, field
from datetime import datetime
from typing import List, Optional

import jsonpickle
from fastapi import Depends, FastAPI, Header, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel


class Settings(BaseModel):
    draft_signing_key: bytes = os.environ.get("DRAFT_SIGNING_KEY", "").encode()
    max_draft_bytes: int = 256 * 1024


settings = Settings()


@dataclass
class Attachment:
    name: str
    size: int


@dataclass
class MessageDraft:
    subject: str
    body: str
    recipients: List[str] = field(default_factory=list)
    attachments: List[Attachment] = field(default_factory=list)
    saved_at: datetime = field(default_factory=datetime.utcnow)


class DraftCodec:
    """Encodes drafts so the editor can keep them in browser storage between visits."""

    def __init__(self, key: bytes):
        self.key = key

    def sign(self, blob: bytes) -> str:
        return hmac.new(self.key, blob, hashlib.sha256).hexdigest()

    def encode(self, draft: MessageDraft) -> dict:
        blob = base64.b64encode(jsonpickle.encode(draft).encode())
        return {"draft": blob.decode(), "signature": self.sign(blob)}

    def decode(self, token: str, signature: Optional[str]) -> MessageDraft:
        blob = token.encode()
        if signature is not None and not hmac.compare_digest(signature, self.sign(blob)):
            raise HTTPException(status_code=400, detail="draft signature mismatch")
        return jsonpickle.decode(base64.b64decode(blob).decode())


def get_codec() -> DraftCodec:
    return DraftCodec(settings.draft_signing_key)


class SaveDraft(BaseModel):
    subject: str
    body: str
    recipients: List[str] = []


class RestoreDraft(BaseModel):
    draft: str


app = FastAPI()


@app.middleware("http")
async def limit_body(request: Request, call_next):
    length = int(request.headers.get("content-length") or 0)
    if length > settings.max_draft_bytes:
        return JSONResponse({"detail": "draft too large"}, status_code=413)
    return await call_next(request)


@app.post("/drafts/save")
def save_draft(payload: SaveDraft, codec: DraftCodec = Depends(get_codec)):
    return codec.encode(MessageDraft(payload.subject, payload.body, payload.recipients))


@app.post("/drafts/restore")
def restore_draft(
    payload: RestoreDraft,
    x_draft_signature: Optional[str] = Header(default=None),
    codec: DraftCodec = Depends(get_codec),
):
    draft = codec.decode(payload.draft, x_draft_signature)
    return {"subject": draft.subject, "body": draft.body, "recipients": draft.recipients}
