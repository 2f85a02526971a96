import base64
import hashlib
import hmac
import pickle
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Dict

from django.conf import settings
from django.http import JsonResponse
from django.views import View


def snapshot_key() -> bytes:
    return hmac.new(settings.SECRET_KEY.encode(), b"report-snapshot", hashlib.sha256).digest()


@dataclass
class ReportSnapshot:
    report_id: int
    filters: Dict[str, Any]
    generated_at: datetime


class SnapshotCodec:
    def __init__(self, key: bytes):
        self.key = key

    def _sign(self, blob: bytes) -> bytes:
        return hmac.new(self.key, blob, hashlib.sha256).digest()

    def encode(self, snapshot: ReportSnapshot) -> str:
        blob = pickle.dumps(snapshot, protocol=pickle.HIGHEST_PROTOCOL)
        return base64.b64encode(self._sign(blob) + blob).decode("ascii")

    def decode(self, token: str) -> ReportSnapshot:
        raw = base64.b64decode(token.encode("ascii"), validate=True)
        signature, blob = raw[:32], raw[32:]
        if not hmac.compare_digest(signature, self._sign(blob)):
            raise ValueError("snapshot signature mismatch")
        snapshot = pickle.loads(blob)
        if not isinstance(snapshot, ReportSnapshot):
            raise ValueError("unexpected snapshot payload")
        return snapshot


class SnapshotView(View):
    def post(self, request):
        codec = SnapshotCodec(snapshot_key())
        try:
            report_id = int(request.POST.get("report_id", ""))
        except ValueError:
            return JsonResponse({"error": "report_id must be an integer"}, status=400)
        filters = {k: v for k, v in request.POST.items() if k.startswith("f_")}
        snap = ReportSnapshot(report_id=report_id, filters=filters, generated_at=datetime.utcnow())
        return JsonResponse({"snapshot": codec.encode(snap)}, status=201)

    def get(self, request):
        codec = SnapshotCodec(snapshot_key())
        try:
            snap = codec.decode(request.GET.get("snapshot", ""))
        except (ValueError, UnicodeEncodeError):
            return JsonResponse({"error": "invalid snapshot"}, status=400)
        return JsonResponse(
            {
                "report_id": snap.report_id,
                "filters": snap.filters,
                "generated_at": snap.generated_at.isoformat(),
            }
        )
