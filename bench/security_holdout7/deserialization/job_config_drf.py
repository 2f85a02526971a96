from dataclasses import dataclass, field
from typing import Any, Dict, List

import yaml
from rest_framework import serializers, status
from rest_framework.parsers import BaseParser, ParseError
from rest_framework.response import Response
from rest_framework.views import APIView

JOB_REGISTRY: Dict[str, "JobSpec"] = {}


class YAMLConfigParser(BaseParser):
    media_type = "application/x-yaml"

    def parse(self, stream, media_type=None, parser_context=None):
        text = stream.read().decode("utf-8")
        try:
            return yaml.load(text, Loader=yaml.Loader)
        except yaml.YAMLError as exc:
            raise ParseError(f"YAML parse error: {exc}")


@dataclass
class JobSpec:
    name: str
    schedule: str
    steps: List[Dict[str, Any]] = field(default_factory=list)
    env: Dict[str, str] = field(default_factory=dict)


class JobSpecSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)
    schedule = serializers.CharField(max_length=100)
    steps = serializers.ListField(child=serializers.DictField(), allow_empty=False)
    env = serializers.DictField(child=serializers.CharField(), required=False)


class JobConfigView(APIView):
    parser_classes = [YAMLConfigParser]

    def post(self, request):
        serializer = JobSpecSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        spec = JobSpec(**serializer.validated_data)
        JOB_REGISTRY[spec.name] = spec
        return Response(
            {"registered": spec.name, "steps": len(spec.steps)},
            status=status.HTTP_201_CREATED,
        )

    def get(self, request):
        return Response({
            "jobs": [
                {"name": s.name, "schedule": s.schedule, "steps": len(s.steps)}
                for s in JOB_REGISTRY.values()
            ]
        })
