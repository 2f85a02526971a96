from datetime import datetime, timezone

from pyramid.httpexceptions import HTTPFound, HTTPUnauthorized
from pyramid.view import view_config, view_defaults


@view_defaults(route_name="agent_console")
class AgentConsoleViews:
    def __init__(self, request):
        self.request = request
        self.agent_id = request.headers.get("X-Agent-Id")
        self.queue = request.params.get("queue", "general")

    @view_config(request_method="POST", renderer="json")
    def start_shift(self):
        if not self.agent_id:
            raise HTTPUnauthorized()
        self._remember_agent()
        return {"agent": self.agent_id, "queue": self.queue, "status": "on-shift"}

    @view_config(request_method="DELETE")
    def end_shift(self):
        self.request.session.invalidate()
        return HTTPFound(location=self.request.route_url("login"))

    def _remember_agent(self):
        session = self.request.session
        session["agent_id"] = self.agent_id
        session["shift_started"] = datetime.now(timezone.utc).isoformat()
