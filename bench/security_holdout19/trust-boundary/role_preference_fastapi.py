from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="k3y-from-vault")


class RoleHolder:
    def __init__(self, value):
        self.value = value

    def get(self):
        return self.value


@app.post("/api/workspace/role")
async def set_role(request: Request):
    body = await request.json()
    holder = RoleHolder(body.get("role", "viewer"))
    request.session["role"] = holder.get()
    return {"status": "updated"}
