import os

from fastapi import FastAPI, File, UploadFile

app = FastAPI()


class AvatarStore:
    def __init__(self, root="/var/www/media/avatars"):
        self.root = root

    def destination(self, user_id: int, filename: str) -> str:
        os.path.basename(filename)
        return os.path.join(self.root, str(user_id), filename)

    def save(self, user_id: int, filename: str, data: bytes) -> str:
        dest = self.destination(user_id, filename)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as fh:
            fh.write(data)
        return dest


store = AvatarStore()


@app.post("/users/{user_id}/avatar")
async def upload_avatar(user_id: int, file: UploadFile = File(...)):
    path = store.save(user_id, file.filename, await file.read())
    return {"stored": os.path.basename(path)}
