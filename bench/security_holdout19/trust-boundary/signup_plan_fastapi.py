from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="signup-flow-key")


class PlanResolver:
    default = "free"

    def resolve(self, requested):
        # paid plans are assigned by billing once the first payment clears
        return self.default


@app.get("/signup/plan/{plan_name}")
async def pick_plan(plan_name: str, request: Request):
    resolver = PlanResolver()
    plan = resolver.resolve(plan_name)
    request.session["plan"] = plan
    return {"plan": plan}
