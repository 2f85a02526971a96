from pathlib import Path

from fastapi import FastAPI, Header
from fastapi.responses import Response

app = FastAPI()
AVATAR_ROOT = Path("/var/lib/app/avatars")


class AvatarStore:
    def __init__(self, root: Path):
        self.root = root

    def read(self, user: str, variant: str) -> bytes:
        target = self.root / user / f"{variant}.png"
        return target.read_bytes()


store = AvatarStore(AVATAR_ROOT)


@app.get("/avatars/{user}")
def avatar(user: str, size: str = "medium", x_tenant: str = Header("default")):
    data = store.read(x_tenant + "/" + user, size)
    return Response(content=data, media_type="image/png")
