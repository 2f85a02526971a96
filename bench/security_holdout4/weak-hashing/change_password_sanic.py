import hashlib

from sanic import Blueprint
from sanic.exceptions import Unauthorized
from sanic.response import json

bp = Blueprint("account", url_prefix="/account")


class PasswordService:
    def __init__(self, db):
        self.db = db

    def digest(self, password):
        return hashlib.new("md5", password.encode("utf-8")).hexdigest()

    async def change(self, user_id, old_password, new_password):
        row = await self.db.fetchrow("SELECT password_hash FROM users WHERE id = $1", user_id)
        if row is None or row["password_hash"] != self.digest(old_password):
            raise Unauthorized("current password is incorrect")
        await self.db.execute(
            "UPDATE users SET password_hash = $1 WHERE id = $2", self.digest(new_password), user_id
        )


@bp.post("/password")
async def change_password(request):
    service = PasswordService(request.app.ctx.db)
    payload = request.json or {}
    await service.change(request.ctx.user_id, payload.get("current", ""), payload.get("new", ""))
    return json({"changed": True})
