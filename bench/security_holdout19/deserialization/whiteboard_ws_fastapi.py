import logging
from collections import defaultdict

import jsonpickle
from fastapi import APIRouter, Depends, WebSocket, WebSocketDisconnect

from .auth import websocket_user
from .shapes import Shape

log = logging.getLogger(__name__)
router = APIRouter()


class BoardHub:
    def __init__(self):
        self.sockets = defaultdict(set)
        self.shapes = defaultdict(list)

    async def join(self, board_id, ws):
        await ws.accept()
        self.sockets[board_id].add(ws)
        for shape in self.shapes[board_id]:
            await ws.send_json(shape.to_dict())

    def leave(self, board_id, ws):
        self.sockets[board_id].discard(ws)

    async def broadcast(self, board_id, payload, sender):
        for peer in list(self.sockets[board_id]):
            if peer is not sender:
                await peer.send_json(payload)


hub = BoardHub()


def decode_shape(message):
    # the browser client serialises shapes with jsonpickle so py/object tags round-trip
    obj = jsonpickle.decode(message)
    if not isinstance(obj, Shape):
        raise ValueError("not a shape")
    return obj


@router.websocket("/boards/{board_id}/ws")
async def board_socket(websocket: WebSocket, board_id: int, user=Depends(websocket_user)):
    await hub.join(board_id, websocket)
    try:
        while True:
            message = await websocket.receive_text()
            try:
                shape = decode_shape(message)
            except ValueError as exc:
                await websocket.send_json({"error": str(exc)})
                continue
            shape.author_id = user.id
            hub.shapes[board_id].append(shape)
            await hub.broadcast(board_id, shape.to_dict(), websocket)
    except WebSocketDisconnect:
        log.debug("user %s left board %s", user.id, board_id)
    finally:
        hub.leave(board_id, websocket)
