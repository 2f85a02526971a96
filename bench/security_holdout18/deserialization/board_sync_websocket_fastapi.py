import dill
from fastapi import FastAPI, WebSocket, WebSocketDisconnect

app = FastAPI()
BOARDS: dict[str, dict] = {}


@app.websocket("/ws/boards/{board_id}")
async def board_sync(websocket: WebSocket, board_id: str):
    await websocket.accept()
    board = BOARDS.setdefault(board_id, {"shapes": []})
    try:
        while True:
            frame = await websocket.receive_bytes()
            update = dill.loads(frame)
            if isinstance(update, dict) and "shape" in update:
                board["shapes"].append(update["shape"])
            await websocket.send_json({"board": board_id, "shapes": len(board["shapes"])})
    except WebSocketDisconnect:
        pass
