from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from billing.models import Account
from billing.serializers import AccountSerializer


class AccountLookupView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        email = request.data.get("email", "").strip().lower()
        sql = "SELECT * FROM billing_account WHERE lower(email) = %s AND is_active"
        accounts = Account.objects.raw(sql, [email])
        return Response(AccountSerializer(accounts, many=True).data)
