import base64
import hashlib
import os

from aiohttp import web


class ScryptHasher:
    n, r, p = 2 ** 14, 8, 1

    def hash(self, password: str) -> str:
        salt = os.urandom(16)
        key = hashlib.scrypt(password.encode(), salt=salt, n=self.n, r=self.r, p=self.p, dklen=32)
        return "scrypt$" + base64.b64encode(salt).decode() + "$" + base64.b64encode(key).decode()


async def register(request):
    form = await request.post()
    username, password = form.get("username", ""), form.get("password", "")
    if not username or len(password) < 10:
        raise web.HTTPBadRequest(text="invalid")
    request.app["users"][username] = request.app["hasher"].hash(password)
    return web.json_response({"created": username}, status=201)


app = web.Application()
app["users"], app["hasher"] = {}, ScryptHasher()
app.router.add_post("/register", register)
