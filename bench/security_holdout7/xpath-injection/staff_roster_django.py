import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import List, Optional

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

ROSTER_FILE = getattr(settings, "ROSTER_FILE", "/srv/app/roster.xml")
EMPLOYEE_ID = re.compile(r"E\d{4,6}")
TEAM_NAME = re.compile(r"[A-Za-z ]{2,40}")


class RosterError(ValueError):
    pass


@dataclass
class RosterQuery:
    team: str
    employee_id: Optional[str] = None

    def validate(self) -> "RosterQuery":
        if not TEAM_NAME.fullmatch(self.team):
            raise RosterError("bad team name")
        if self.employee_id is not None and not EMPLOYEE_ID.fullmatch(self.employee_id):
            raise RosterError("bad employee id")
        return self


class RosterRepository:
    def __init__(self, path: str = ROSTER_FILE):
        self.path = path

    def _root(self):
        return ET.parse(self.path).getroot()

    @staticmethod
    def build_path(q: RosterQuery) -> str:
        path = f"./team[@name='{q.team}']/member"
        if q.employee_id:
            path += f"[@id='{q.employee_id}']"
        return path

    def members(self, q: RosterQuery) -> List[dict]:
        root = self._root()
        found = root.findall(self.build_path(q))
        return [
            {
                "id": m.get("id"),
                "name": m.findtext("name"),
                "shift": m.findtext("shift"),
            }
            for m in found
        ]


class StaffRosterView(View):
    repo = RosterRepository()

    def get(self, request, team):
        try:
            query = RosterQuery(team=team, employee_id=request.GET.get("id")).validate()
        except RosterError as exc:
            return HttpResponseBadRequest(str(exc))
        return JsonResponse({"team": query.team, "members": self.repo.members(query)})
