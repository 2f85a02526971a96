from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from crm.models import Customer
from crm.serializers import CustomerSerializer


class CustomerLookupView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        email = request.data.get("email", "").strip().lower()
        sql = "SELECT * FROM crm_customer WHERE lower(email) = '%s' AND is_active" % email
        customers = Customer.objects.raw(sql)
        return Response(CustomerSerializer(customers, many=True).data)
