from django.shortcuts import get_object_or_404
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import Membership, Organization


class OrganizationSerializer(serializers.ModelSerializer):
    class Meta:
        model = Organization
        fields = ["id", "name", "slug"]


class SwitchSerializer(serializers.Serializer):
    slug = serializers.SlugField(max_length=64)


class OrganizationViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = OrganizationSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return Organization.objects.filter(membership__user=self.request.user).distinct()

    @action(detail=False, methods=["get"])
    def current(self, request):
        org_id = request.session.get("active_org_id")
        if org_id is None:
            return Response({"detail": "No organization selected."}, status=status.HTTP_404_NOT_FOUND)
        org = get_object_or_404(self.get_queryset(), pk=org_id)
        return Response(self.get_serializer(org).data)

    @action(detail=False, methods=["post"])
    def switch(self, request):
        payload = SwitchSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        membership = get_object_or_404(
            Membership.objects.select_related("organization"),
            user=request.user,
            organization__slug=payload.validated_data["slug"],
            is_active=True,
        )
        request.session["active_org_id"] = membership.organization_id
        request.session["active_org_role"] = membership.role
        return Response(self.get_serializer(membership.organization).data)
