from django.db import connection
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

CLAIMS_SQL = (
    "SELECT c.claim_ref, c.loss_date, c.reserve_amount "
    "FROM claims_claim c JOIN claims_policy p ON p.id = c.policy_id "
    "WHERE p.policy_number = %s AND c.status = %s "
    "ORDER BY c.loss_date DESC"
)


@api_view(["GET"])
@permission_classes([IsAuthenticated])
def claims_by_policy(request):
    policy_no = request.query_params.get("policy", "").strip()
    status = request.query_params.get("status", "open")
    with connection.cursor() as cursor:
        cursor.execute(CLAIMS_SQL, [policy_no, status])
        columns = [col[0] for col in cursor.description]
        rows = [dict(zip(columns, r)) for r in cursor.fetchall()]
    for row in rows:
        row["reserve_amount"] = str(row["reserve_amount"])
    return Response({"policy": policy_no, "claims": rows})
