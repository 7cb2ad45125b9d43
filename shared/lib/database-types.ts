// Generated from supabase/migrations by `npm run db:types` (@supabase/postgres-meta); do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      client_projects: {
        Row: {
          budget: number;
          client_id: string;
          created_at: string;
          description: string;
          end_date: string | null;
          id: string;
          priority: string;
          progress: number;
          start_date: string | null;
          status: string;
          title: string;
        };
        Insert: {
          budget: number;
          client_id: string;
          created_at?: string;
          description?: string;
          end_date?: string | null;
          id?: string;
          priority: string;
          progress?: number;
          start_date?: string | null;
          status: string;
          title: string;
        };
        Update: {
          budget?: number;
          client_id?: string;
          created_at?: string;
          description?: string;
          end_date?: string | null;
          id?: string;
          priority?: string;
          progress?: number;
          start_date?: string | null;
          status?: string;
          title?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string;
          handled: boolean;
          handled_at: string | null;
          handled_by: string | null;
          id: string;
          message: string;
          name: string;
          subject: string;
          website: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          message: string;
          name: string;
          subject: string;
          website?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          message?: string;
          name?: string;
          subject?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      feedback: {
        Row: {
          allow_contact: boolean;
          attachments: NonNullable<Json>;
          category: string;
          created_at: string;
          description: string;
          email: string | null;
          handled: boolean;
          handled_at: string | null;
          handled_by: string | null;
          id: string;
          name: string | null;
          rating: number;
          title: string;
          website: string | null;
        };
        Insert: {
          allow_contact?: boolean;
          attachments?: NonNullable<Json>;
          category: string;
          created_at?: string;
          description: string;
          email?: string | null;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          name?: string | null;
          rating: number;
          title: string;
          website?: string | null;
        };
        Update: {
          allow_contact?: boolean;
          attachments?: NonNullable<Json>;
          category?: string;
          created_at?: string;
          description?: string;
          email?: string | null;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          name?: string | null;
          rating?: number;
          title?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      mfa_challenges: {
        Row: {
          attempts: number;
          code_hash: string;
          created_at: string;
          expires_at: string;
          id: string;
          invalidated: boolean;
          session_id: string;
          user_id: string;
          verified: boolean;
          verified_at: string | null;
        };
        Insert: {
          attempts?: number;
          code_hash: string;
          created_at?: string;
          expires_at: string;
          id?: string;
          invalidated?: boolean;
          session_id: string;
          user_id: string;
          verified?: boolean;
          verified_at?: string | null;
        };
        Update: {
          attempts?: number;
          code_hash?: string;
          created_at?: string;
          expires_at?: string;
          id?: string;
          invalidated?: boolean;
          session_id?: string;
          user_id?: string;
          verified?: boolean;
          verified_at?: string | null;
        };
        Relationships: [];
      };
      mfa_settings: {
        Row: {
          enabled: boolean;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          enabled?: boolean;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          enabled?: boolean;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      proposals: {
        Row: {
          client_id: string;
          created_at: string;
          id: string;
          services: string[];
          status: string;
          status_note: string | null;
          title: string;
          updated_at: string;
        };
        Insert: {
          client_id?: string;
          created_at?: string;
          id?: string;
          services: string[];
          status?: string;
          status_note?: string | null;
          title: string;
          updated_at?: string;
        };
        Update: {
          client_id?: string;
          created_at?: string;
          id?: string;
          services?: string[];
          status?: string;
          status_note?: string | null;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      request_files: {
        Row: {
          bucket: string;
          content_type: string;
          created_at: string;
          file_name: string;
          id: string;
          message_id: string | null;
          object_path: string;
          owner_id: string;
          proposal_id: string | null;
          size_bytes: number;
          ticket_id: string | null;
        };
        Insert: {
          bucket: string;
          content_type: string;
          created_at?: string;
          file_name: string;
          id?: string;
          message_id?: string | null;
          object_path: string;
          owner_id?: string;
          proposal_id?: string | null;
          size_bytes: number;
          ticket_id?: string | null;
        };
        Update: {
          bucket?: string;
          content_type?: string;
          created_at?: string;
          file_name?: string;
          id?: string;
          message_id?: string | null;
          object_path?: string;
          owner_id?: string;
          proposal_id?: string | null;
          size_bytes?: number;
          ticket_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'request_files_message_id_fkey';
            columns: ['message_id'];
            isOneToOne: false;
            referencedRelation: 'ticket_messages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'request_files_proposal_id_fkey';
            columns: ['proposal_id'];
            isOneToOne: false;
            referencedRelation: 'proposals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'request_files_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: false;
            referencedRelation: 'support_tickets';
            referencedColumns: ['id'];
          },
        ];
      };
      staff_changes: {
        Row: {
          action: string;
          actor_email: string;
          actor_id: string | null;
          changed_at: string;
          changes: NonNullable<Json>;
          id: number;
          item_id: string;
          item_type: string;
        };
        Insert: {
          action: string;
          actor_email: string;
          actor_id?: string | null;
          changed_at?: string;
          changes?: NonNullable<Json>;
          id?: never;
          item_id: string;
          item_type: string;
        };
        Update: {
          action?: string;
          actor_email?: string;
          actor_id?: string | null;
          changed_at?: string;
          changes?: NonNullable<Json>;
          id?: never;
          item_id?: string;
          item_type?: string;
        };
        Relationships: [];
      };
      support_tickets: {
        Row: {
          category: string;
          client_id: string;
          created_at: string;
          description: string;
          id: string;
          number: number;
          priority: string;
          status: string;
          subject: string;
          updated_at: string;
        };
        Insert: {
          category: string;
          client_id?: string;
          created_at?: string;
          description: string;
          id?: string;
          number?: never;
          priority: string;
          status?: string;
          subject: string;
          updated_at?: string;
        };
        Update: {
          category?: string;
          client_id?: string;
          created_at?: string;
          description?: string;
          id?: string;
          number?: never;
          priority?: string;
          status?: string;
          subject?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      ticket_messages: {
        Row: {
          author_id: string;
          body: string;
          created_at: string;
          id: string;
          ticket_id: string;
        };
        Insert: {
          author_id?: string;
          body: string;
          created_at?: string;
          id?: string;
          ticket_id: string;
        };
        Update: {
          author_id?: string;
          body?: string;
          created_at?: string;
          id?: string;
          ticket_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ticket_messages_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: false;
            referencedRelation: 'support_tickets';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      feedback_orphan_files: { Args: { max_rows?: number }; Returns: string[] };
      mfa_status: { Args: Record<PropertyKey, never>; Returns: Json };
      outbox_claim: {
        Args: { max_rows?: number };
        Returns: {
          attempt: number;
          body_text: string;
          created_at: string;
          id: number;
          recipient: string;
          subject: string;
        }[];
      };
      outbox_delivered: { Args: { message_id: number }; Returns: undefined };
      outbox_enqueue: {
        Args: {
          body_text: string;
          expires_in?: string;
          not_before?: string;
          recipient: string;
          subject: string;
        };
        Returns: number;
      };
      outbox_failed: {
        Args: { error: string; message_id: number };
        Returns: Json;
      };
      outbox_release: { Args: { message_ids: Json }; Returns: number };
      outbox_stats: {
        Args: Record<PropertyKey, never>;
        Returns: {
          dead_last_day: number;
          oldest_pending_seconds: number;
          pending: number;
        }[];
      };
      request_mfa_code: { Args: Record<PropertyKey, never>; Returns: Json };
      set_mfa_enabled: {
        Args: { code: string; enabled: boolean };
        Returns: Json;
      };
      staff_clients: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          email: string;
          id: string;
          locale: string;
        }[];
      };
      staff_retry_mail: { Args: { message_id: number }; Returns: number };
      staff_undelivered_mail: {
        Args: Record<PropertyKey, never>;
        Returns: {
          attempts: number;
          created_at: string;
          dead_at: string;
          id: number;
          last_error: string;
          reason: string;
          recipient_masked: string;
          retryable: boolean;
          subject: string;
        }[];
      };
      verify_mfa_code: { Args: { code: string }; Returns: Json };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
