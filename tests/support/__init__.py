"""Test helpers that start the real services: the bundled Kafka broker and a throwaway PostgreSQL."""
