import logging
from collections import defaultdict
from typing import Annotated, Literal, Union

from fastapi import APIRouter, Depends, WebSocket, WebSocketDisconnect
from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from .auth import websocket_user

log = logging.getLogger(__name__)
router = APIRouter()


class NoteCreated(BaseModel):
    kind: Literal["note"]
    x: float
    y: float
    text: str = Field(max_length=2000)
    color: Literal["yellow", "pink", "blue", "green"] = "yellow"


class NoteMoved(BaseModel):
    kind: Literal["move"]
    note_id: int
    x: float
    y: float


Event = Annotated[Union[NoteCreated, NoteMoved], Field(discriminator="kind")]
EVENT_ADAPTER = TypeAdapter(Event)


class NotesHub:
    def __init__(self):
        self.sockets = defaultdict(set)

    async def join(self, board_id, ws):
        await ws.accept()
        self.sockets[board_id].add(ws)

    def leave(self, board_id, ws):
        self.sockets[board_id].discard(ws)

    async def broadcast(self, board_id, payload, sender):
        for peer in list(self.sockets[board_id]):
            if peer is not sender:
                await peer.send_json(payload)


hub = NotesHub()


@router.websocket("/notes/{board_id}/ws")
async def notes_socket(websocket: WebSocket, board_id: int, user=Depends(websocket_user)):
    await hub.join(board_id, websocket)
    try:
        while True:
            message = await websocket.receive_text()
            try:
                event = EVENT_ADAPTER.validate_json(message)
            except ValidationError as exc:
                await websocket.send_json({"error": exc.errors(include_url=False)})
                continue
            payload = event.model_dump()
            payload["author_id"] = user.id
            await hub.broadcast(board_id, payload, websocket)
    except WebSocketDisconnect:
        log.debug("user %s left notes board %s", user.id, board_id)
    finally:
        hub.leave(board_id, websocket)
